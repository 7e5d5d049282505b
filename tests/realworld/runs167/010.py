"""Train an MLP classifier with Model.train and ModelCheckpoint, then reload the checkpoint into a fresh net for evaluation."""
import glob, os, shutil
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(9)
rng = np.random.default_rng(9)
C, D = 5, 16
proto = rng.normal(0, 3, size=(C, D)).astype(np.float32)
def make(n):
    yy = rng.integers(0, C, n).astype(np.int32)
    return proto[yy] + rng.normal(size=(n, D)).astype(np.float32), yy
xtr, ytr = make(640); xte, yte = make(160)

def build_net():
    return nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))

ckpt_dir = "/home/user/project/ckpt010"
shutil.rmtree(ckpt_dir, ignore_errors=True)
net = build_net()
loss = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
model = ms.Model(train_net)
ckpt_cb = ms.ModelCheckpoint(prefix="mlp", directory=ckpt_dir,
                             config=ms.CheckpointConfig(save_checkpoint_steps=20, keep_checkpoint_max=1))
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(32)
model.train(3, train, callbacks=[ms.LossMonitor(10), ckpt_cb], dataset_sink_mode=False)

# ---- evaluation (inference module from serve.py) ----
class MLPClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, C)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

ckpt = sorted(glob.glob(os.path.join(ckpt_dir, "*.ckpt")))[-1]
print("loading", ckpt)
eval_net = MLPClassifier()
param_dict = ms.load_checkpoint(ckpt)
print("checkpoint keys:", list(param_dict.keys())[:4])
not_loaded = ms.load_param_into_net(eval_net, param_dict)
eval_model = ms.Model(eval_net, loss, metrics={"accuracy": nn.Accuracy()})
test = ds.NumpySlicesDataset({"x": xte, "y": yte}, shuffle=False).batch(32)
print("test metrics:", eval_model.eval(test, dataset_sink_mode=False))
