# Distillation loss ported from torch: F.kl_div(log_p_student, p_teacher, reduction="batchmean") * T*T
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
T = 2.0
student = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 4))
teacher = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
kl = nn.KLDivLoss(reduction="batchmean")
opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)

def loss_fn(x):
    log_p = ops.log_softmax(student(x) / T, axis=-1)
    p_t = ops.softmax(ops.stop_gradient(teacher(x)) / T, axis=-1)
    return kl(log_p, p_t) * T * T

grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
for step in range(80):
    loss, g = grad_fn(ms.Tensor(np.random.randn(256, 16), ms.float32))
    opt(g)
    if step % 8 == 0 or step == 79:
        print(f"step {step} kd_loss {loss.asnumpy():.5f}")
print("distillation finished")
