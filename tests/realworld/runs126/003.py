"""Tabular churn classifier; resumable training loop ported from a torch script
(build model + optimizer, then optionally warm-start from a pretrained checkpoint)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(1)

CFG = {"in_dim": 20, "hidden": 64, "lr": 1e-3, "epochs": 6, "batch_size": 64,
       "init_from": "/home/user/project/churn_pretrain.ckpt"}

def build_model(cfg):
    return nn.SequentialCell(
        nn.Dense(cfg["in_dim"], cfg["hidden"]), nn.ReLU(),
        nn.Dense(cfg["hidden"], cfg["hidden"]), nn.ReLU(),
        nn.Dense(cfg["hidden"], 2))

rng = np.random.default_rng(3)
X = rng.normal(size=(2048, CFG["in_dim"])).astype(np.float32)
w_true = rng.normal(size=CFG["in_dim"])
Y = ((X @ w_true + 0.3 * rng.normal(size=2048)) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(CFG["batch_size"])

# a "pretrained" checkpoint from an earlier run (here: a fresh init saved once)
if not os.path.exists(CFG["init_from"]):
    os.makedirs(os.path.dirname(CFG["init_from"]), exist_ok=True)
    ms.save_checkpoint(build_model(CFG), CFG["init_from"])

model = build_model(CFG)
optimizer = nn.Adam(model.trainable_params(), learning_rate=CFG["lr"])
loss_fn = nn.CrossEntropyLoss()

if CFG["init_from"]:
    # torch: model = build_model(cfg); model.load_state_dict(torch.load(path))
    model = build_model(CFG)
    not_loaded, _ = ms.load_param_into_net(model, ms.load_checkpoint(CFG["init_from"]))
    print(f"warm start from {CFG['init_from']}, params not loaded: {not_loaded}")

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

for epoch in range(CFG["epochs"]):
    model.set_train()
    tot, correct, n = 0.0, 0, 0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        tot += float(loss.asnumpy())
        correct += int((logits.argmax(-1) == y).sum().asnumpy()); n += y.shape[0]
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} mean loss {tot / (step + 1):.4f} train_acc {correct / n:.3f}")
print("training finished")
