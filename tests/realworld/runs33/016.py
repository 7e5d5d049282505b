# HF config says torch_dtype: bfloat16, so the ported MLP block keeps its activations in bfloat16
# (weights in float32 + to_float); smoke test on the CPU backend before moving to Ascend.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
torch_dtype = "bfloat16"   # from config.json
dtype = getattr(ms, torch_dtype)

h = Tensor(np.random.randn(2, 8, 64).astype(np.float32)).astype(dtype)
act = nn.GELU(approximate=False)          # hidden_act: "gelu" (exact erf form)
print("activation input dtype", h.dtype)
y = act(h)
print(y.shape, y.dtype)
