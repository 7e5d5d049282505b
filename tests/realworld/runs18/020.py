# Inference parity check after switching the ported model to float16 (HF model.half() habit): outputs are
# compared with the float32 reference using ops.isclose, as torch.allclose(out, ref) did in the torch test.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
rng = np.random.default_rng(0)
net = nn.SequentialCell([nn.Dense(32, 64), nn.GELU(), nn.Dense(64, 8)])
x = Tensor(rng.standard_normal((4, 32)).astype(np.float32))
ref = net(x)
net_fp16 = net.to_float(ms.float16)
out = net_fp16(x.astype(ms.float16))
ok = ops.isclose(out, ref, rtol=1e-2, atol=1e-2).all()
print("fp16 matches fp32 reference:", bool(ok))
