# Checkpointing ported from a torch loop that saved {n: p for n, p in model.named_parameters()}
# (named_parameters() skips buffers; the torch model had no BatchNorm at the time). In the MindSpore port
# the same helper became ms.save_checkpoint(net.trainable_params(), path); the model now has BatchNorm1d,
# whose moving_mean / moving_variance are non-trainable Parameters. Evaluation reloads with strict_load=False.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

# sensor-style features with large offsets
X = (np.random.randn(1200, 20) * 4.0 + 25.0).astype(np.float32)
Y = (((X[:, 0] - 25.0) + (X[:, 1] - 25.0) - 0.5 * (X[:, 2] - 25.0)) > 0).astype(np.int32)
Xtr, Ytr, Xev, Yev = X[:1000], Y[:1000], X[1000:], Y[1000:]

def build():
    return nn.SequentialCell([nn.Dense(20, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dense(64, 2)])

def evaluate(net):
    net.set_train(False)
    logits = net(Tensor(Xev))
    loss = float(nn.CrossEntropyLoss()(logits, Tensor(Yev)).asnumpy())
    acc = float((logits.asnumpy().argmax(1) == Yev).mean())
    return loss, acc

net = build()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(4):
    net.set_train(True)
    tot = 0.0
    for i in range(0, 1000, 50):
        loss, g = grad_fn(Tensor(Xtr[i:i + 50]), Tensor(Ytr[i:i + 50]))
        opt(g)
        tot += float(loss.asnumpy())
    ev_loss, ev_acc = evaluate(net)
    print(f"epoch {epoch} train_loss {tot / 20:.4f} eval_loss {ev_loss:.4f} eval_acc {ev_acc:.3f}", flush=True)

ms.save_checkpoint(net.trainable_params(), "best.ckpt")      # torch: save(dict(model.named_parameters()))
print("saved", len(net.trainable_params()), "tensors to best.ckpt")

# separate evaluation / serving script
served = build()
param_not_load, ckpt_not_load = ms.load_param_into_net(served, ms.load_checkpoint("best.ckpt"), strict_load=False)
print("param_not_load:", param_not_load)
ev_loss, ev_acc = evaluate(served)
print(f"reloaded model: eval_loss {ev_loss:.4f} eval_acc {ev_acc:.3f}")
