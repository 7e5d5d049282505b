# Resume-then-finetune script: build model + optimizer, then (re)create the network and load the
# pretrained weights into it before wrapping it for training.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(5)

def build_net():
    return nn.SequentialCell(
        nn.Dense(20, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dropout(p=0.1),
        nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 3))

rng = np.random.default_rng(2)
W = rng.normal(size=(20, 3)).astype(np.float32)
X = rng.normal(size=(2000, 20)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:1600], "y": Y[:1600]}, shuffle=True).batch(64, drop_remainder=True)

# "pretrained" checkpoint from the previous stage
if not os.path.exists("stage1_008.ckpt"):
    ms.save_checkpoint(build_net(), "stage1_008.ckpt")

net = build_net()
steps = train_ds.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 5e-3, 6 * steps, steps, 6)
optimizer = nn.Adam(net.trainable_params(), learning_rate=lr)

# load pretrained weights
net = build_net()
not_loaded, _ = ms.load_param_into_net(net, ms.load_checkpoint("stage1_008.ckpt"))
print("params not loaded:", not_loaded)

loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train_net = nn.TrainOneStepCell(loss_net, optimizer)
train_net.set_train()
for epoch in range(6):
    total, n = 0.0, 0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
        total += float(loss.asnumpy()); n += 1
        if step % 10 == 0:
            print(f"epoch: {epoch + 1} step: {step + 1}/{steps} loss: {float(loss.asnumpy()):.6f}", flush=True)
    print(f"==> epoch {epoch + 1} avg loss {total / n:.6f}", flush=True)
