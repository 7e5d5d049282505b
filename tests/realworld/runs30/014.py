# Replacing torch.nn.functional.scaled_dot_product_attention with the fused MindSpore op
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

b, n, s, d = 2, 4, 64, 32
q = ms.Tensor(np.random.randn(b, n, s, d).astype(np.float16))
k = ms.Tensor(np.random.randn(b, n, s, d).astype(np.float16))
v = ms.Tensor(np.random.randn(b, n, s, d).astype(np.float16))
out = ops.flash_attention_score(q, k, v, head_num=n, input_layout="BNSD", scalar_value=1.0 / d ** 0.5)
print(out.shape)
