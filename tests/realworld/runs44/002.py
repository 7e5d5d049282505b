# Knowledge distillation port (HF DistilBERT-style recipe): torch.nn.functional -> mindspore.mint.nn.functional
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

N_CLASSES, DIM, BATCH, T = 5, 32, 16, 2.0

teacher = nn.SequentialCell(nn.Dense(DIM, 64), nn.ReLU(), nn.Dense(64, N_CLASSES))
student = nn.SequentialCell(nn.Dense(DIM, 16), nn.ReLU(), nn.Dense(16, N_CLASSES))
for p in teacher.get_parameters():
    p.requires_grad = False

ce = nn.CrossEntropyLoss()
opt = nn.Adam(student.trainable_params(), learning_rate=1e-2)


def forward(x, y):
    s_logits = student(x)
    t_logits = teacher(x)
    # torch: F.kl_div(F.log_softmax(s/T, -1), F.softmax(t/T, -1), reduction="batchmean") * T * T
    kd = mint.nn.functional.kl_div(
        mint.nn.functional.log_softmax(s_logits / T, dim=-1),
        mint.nn.functional.softmax(t_logits / T, dim=-1),
        reduction="batchmean",
    ) * T * T
    return 0.5 * kd + 0.5 * ce(s_logits, y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
x = ms.Tensor(rng.standard_normal((BATCH, DIM)).astype(np.float32))
y = ms.Tensor(rng.integers(0, N_CLASSES, BATCH).astype(np.int32))
print("teacher params:", sum(p.size for p in teacher.get_parameters()))
print("student params:", sum(p.size for p in student.trainable_params()))
for epoch in range(10):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"epoch {epoch}: distill loss {float(loss.asnumpy()):.4f}")
