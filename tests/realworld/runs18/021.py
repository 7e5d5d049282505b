# Encoder built with the transformer layers of an older MindSpore model-zoo recipe (MindSpore 1.8 era).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.nn.transformer import TransformerEncoder, TransformerOpParallelConfig

ms.set_device("CPU")
encoder = TransformerEncoder(batch_size=2, num_layers=2, hidden_size=64, ffn_hidden_size=256,
                             seq_length=16, num_heads=4)
x = Tensor(np.random.default_rng(0).standard_normal((2, 16, 64)).astype(np.float32))
mask = Tensor(np.ones((2, 16, 16), np.float16))
out, _ = encoder(x, mask)
print(out.shape)
