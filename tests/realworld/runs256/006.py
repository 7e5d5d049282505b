"""Train an MLP classifier with Model.train + ModelCheckpoint, then reload the last
checkpoint into a fresh network for evaluation (the PyTorch script did
model.load_state_dict(torch.load(path)) for the eval step)."""
import os
import glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, CheckpointConfig, ModelCheckpoint

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)

N_FEAT, N_CLASS = 20, 4


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(123).normal(0, 2.0, size=(N_CLASS, N_FEAT))
    y = rng.integers(0, N_CLASS, size=n)
    x = centers[y] + rng.normal(size=(n, N_FEAT))
    return x.astype(np.float32), y.astype(np.int32)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(N_FEAT, 64)
        self.fc2 = nn.Dense(64, 64)
        self.out = nn.Dense(64, N_CLASS)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.out(self.relu(self.fc2(self.relu(self.fc1(x)))))


class ClassifierWithLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.loss = nn.CrossEntropyLoss(label_smoothing=0.05)

    def construct(self, x, y):
        return self.loss(self.model(x), y)


x_tr, y_tr = make_data(4096, 0)
x_te, y_te = make_data(1024, 1)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(128, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"x": x_te, "y": y_te}, shuffle=False).batch(256)

net = MLP()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(ClassifierWithLoss(net), opt)
model = Model(train_net)

os.makedirs("ckpt_mlp", exist_ok=True)
for f in glob.glob("ckpt_mlp/*"):
    os.remove(f)
ckpt_cb = ModelCheckpoint(prefix="mlp", directory="ckpt_mlp",
                          config=CheckpointConfig(save_checkpoint_steps=32, keep_checkpoint_max=1))
model.train(4, train_ds, callbacks=[LossMonitor(16), ckpt_cb], dataset_sink_mode=False)


def evaluate(network, dataset):
    network.set_train(False)
    correct = total = 0
    for x, y in dataset.create_tuple_iterator():
        pred = network(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    return correct / total


print(f"end of training: test accuracy {evaluate(net, test_ds):.4f}")

# ---- evaluation script part: fresh model + last checkpoint ----
def build_eval_model():
    # same layer stack as the original torch eval script (nn.Sequential)
    return nn.SequentialCell(
        nn.Dense(N_FEAT, 64), nn.ReLU(),
        nn.Dense(64, 64), nn.ReLU(),
        nn.Dense(64, N_CLASS))


last_ckpt = sorted(glob.glob("ckpt_mlp/*.ckpt"))[-1]
print("loading", last_ckpt)
eval_net = build_eval_model()
ms.load_param_into_net(eval_net, ms.load_checkpoint(last_ckpt))
print(f"reloaded model: test accuracy {evaluate(eval_net, test_ds):.4f}")
