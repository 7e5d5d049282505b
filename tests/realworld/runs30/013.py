# Encoder block from a MindSpore 1.8 tutorial (mindspore.nn.transformer) reused in the port
import numpy as np
import mindspore as ms
from mindspore.nn.transformer import TransformerEncoder

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
encoder = TransformerEncoder(batch_size=2, num_layers=2, hidden_size=64, ffn_hidden_size=256,
                             seq_length=16, num_heads=4)
x = ms.Tensor(np.random.randn(2, 16, 64).astype(np.float32))
mask = ms.Tensor(np.ones((2, 16, 16), dtype=np.float32))
out, _ = encoder(x, mask)
print(out.shape)
