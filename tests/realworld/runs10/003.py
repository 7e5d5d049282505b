# HF fine-tuning script order kept in the port: optimizer created from the freshly built network, then the network
# is "re-loaded" from the pretrained checkpoint (HF: model = AutoModel.from_pretrained(...) after building the
# optimizer from a placeholder model), so the optimizer holds the parameters of the discarded instance.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)
x = rng.normal(size=(1024, 16)).astype(np.float32)
y = (x @ rng.normal(size=(16, 4))).argmax(1).astype(np.int32)
ms.save_checkpoint(nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4)), "pretrained.ckpt")
def from_pretrained(path):
    net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
    ms.load_param_into_net(net, ms.load_checkpoint(path))
    return net
model = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-2, weight_decay=0.01)
model = from_pretrained("pretrained.ckpt")
def loss_fn(xb, yb):
    return ops.cross_entropy(model(xb), yb)
grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)
for epoch in range(6):
    losses = []
    for i in range(0, 1024, 64):
        loss, grads = grad_fn(Tensor(x[i:i + 64]), Tensor(y[i:i + 64]))
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    acc = float((model(Tensor(x)).asnumpy().argmax(1) == y).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {acc:.3f}", flush=True)
print("done")
