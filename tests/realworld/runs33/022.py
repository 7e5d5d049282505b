# Healthy: knowledge distillation with a half-precision teacher; the teacher logits are cast back to float32
# before the KL term, student trained 40 steps in PyNative mode.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
V, H, B = 20, 32, 16
rng = np.random.default_rng(0)
teacher = nn.SequentialCell(nn.Dense(H, 64), nn.ReLU(), nn.Dense(64, V)).to_float(ms.float16)
student = nn.SequentialCell(nn.Dense(H, 64), nn.ReLU(), nn.Dense(64, V))
T = 2.0

def distill_loss(x):
    t_logits = ops.stop_gradient(teacher(x.astype(ms.float16))).astype(ms.float32)
    s_logp = ops.log_softmax(student(x) / T, -1)
    t_prob = ops.softmax(t_logits / T, -1)
    return ops.kl_div(s_logp, t_prob, reduction="batchmean") * T * T

opt = nn.Adam(student.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(distill_loss, None, opt.parameters)
data = rng.standard_normal((320, H)).astype(np.float32)
for step in range(40):
    i = (step * B) % 320
    loss, grads = grad_fn(Tensor(data[i:i + B]))
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step:2d} kd_loss {float(loss.asnumpy()):.5f}")
