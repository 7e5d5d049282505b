# HF LlamaRotaryEmbedding port: freqs = torch.outer(t, inv_freq) translated to mindspore.mint.outer (the
# torch-like API) and checked on the CPU backend.
import numpy as np
import mindspore as ms
from mindspore import mint, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

HEAD_DIM, BASE, SEQ = 16, 10000.0, 32
inv_freq = Tensor(1.0 / (BASE ** (np.arange(0, HEAD_DIM, 2, dtype=np.float32) / HEAD_DIM)))
t = Tensor(np.arange(SEQ, dtype=np.float32))
print("t", t.shape, "inv_freq", inv_freq.shape)
freqs = mint.outer(t, inv_freq)
emb = ops.concat((freqs, freqs), -1)
cos, sin = emb.cos(), emb.sin()
print("cos", cos.shape, "sin", sin.shape, float(cos[5, 3].asnumpy()))
