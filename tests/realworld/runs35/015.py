# torch loop:  loss, logits = model(x, labels); loss.backward()   (only the loss is differentiated)
# Port: forward_fn returns (loss, logits) like the HF model, and value_and_grad is built without has_aux=True,
# so MindSpore differentiates the sum of all outputs (loss + every logit).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
X = np.random.randn(256, 16).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def forward_fn(x, y):
    logits = net(x)
    loss = loss_fn(logits, y)
    return loss, logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)      # torch port: has_aux missing
for epoch in range(6):
    for i in range(0, 256, 32):
        (loss, logits), grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        opt(grads)
        step = epoch * 8 + i // 32
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    acc = (net(Tensor(X)).asnumpy().argmax(1) == Y).mean()
    print(f"epoch {epoch} train_acc {acc:.3f}")
