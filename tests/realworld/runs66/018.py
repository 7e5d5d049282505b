# Reproducibility: to be able to re-run an evaluation bit-exactly, the full training state is saved
# (torch: torch.save({"model": model.state_dict(), "optim": opt.state_dict()}) -> here the whole train cell).
# The eval script later rebuilds the bare network and loads that file.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2024)

def build_net():
    return nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 3))

rng = np.random.default_rng(2024)
X = rng.normal(size=(384, 16)).astype(np.float32)
Y = np.argmax(X[:, :3], axis=1).astype(np.int32)

net = build_net()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=1e-2))
train_net.set_train()
for epoch in range(3):
    for i in range(0, 384, 32):
        loss = train_net(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")

ms.save_checkpoint(train_net, "train_state.ckpt")      # model + optimizer state in one file
print("saved train_state.ckpt")

# ---- evaluation / reproduction ----
eval_net = build_net()
params = ms.load_checkpoint("train_state.ckpt")
print("checkpoint keys (first 6):", list(params)[:6])
not_loaded, unused = ms.load_param_into_net(eval_net, params, strict_load=True)
if not_loaded:
    raise RuntimeError(f"{len(not_loaded)} parameters not loaded: {not_loaded}")
eval_net.set_train(False)
acc = (eval_net(ms.Tensor(X)).asnumpy().argmax(1) == Y).mean()
print(f"reproduced train accuracy {acc:.4f}")
