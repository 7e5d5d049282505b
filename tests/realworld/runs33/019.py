# Knowledge distillation port: the teacher is run in half precision (HF from_pretrained(torch_dtype=float16)
# habit), the student in float32; torch F.kl_div promotes the mixed dtypes, the port passes them as they are.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
V, H, B = 50, 32, 8
teacher = nn.SequentialCell(nn.Dense(H, 64), nn.ReLU(), nn.Dense(64, V)).to_float(ms.float16)
student = nn.SequentialCell(nn.Dense(H, V))
T = 2.0

def distill_loss(x):
    t_logits = ops.stop_gradient(teacher(x.astype(ms.float16)))
    s_logp = ops.log_softmax(student(x) / T, -1)
    t_prob = ops.softmax(t_logits / T, -1)
    return ops.kl_div(s_logp, t_prob, reduction="batchmean") * T * T

opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(distill_loss, None, opt.parameters)
x = Tensor(np.random.randn(B, H).astype(np.float32))
loss, grads = grad_fn(x)
opt(grads)
print("kd loss", loss)
