# Distillation port: torch F.kl_div(log_p_student, p_teacher, reduction="batchmean") rewritten by hand
# as sum(p_t * (log p_t - log_p_s)) / batch; teacher probabilities at T=1 are very peaked.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
D, C, B = 32, 10, 64
teacher = nn.Dense(D, C); teacher.weight.set_data(ms.Tensor(np.random.randn(C, D).astype(np.float32) * 8))
student = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
T = 1.0
def kd_loss(x):
    p_t = ops.softmax(ops.stop_gradient(teacher(x)) / T, axis=-1)
    log_p_s = ops.log_softmax(student(x) / T, axis=-1)
    return (p_t * (ops.log(p_t) - log_p_s)).sum() / x.shape[0] * T * T
opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)
gf = ms.value_and_grad(kd_loss, None, opt.parameters)
for step in range(1, 41):
    x = ms.Tensor(np.random.randn(B, D).astype(np.float32))
    loss, g = gf(x); opt(g)
    print(f"step {step:3d} kd_loss {loss.asnumpy():.4f}")
