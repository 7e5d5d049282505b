"""Two-stage job: pre-train a text-feature classifier on the large noisy set, then fine-tune it on
the small clean set, resuming from the stage-1 checkpoint the way the MindSpore resume tutorial does
(network and optimizer state are both restored)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, CheckpointConfig, ModelCheckpoint, Callback
import mindspore.dataset as ds

ms.set_seed(12)
np.random.seed(12)
ms.set_context(mode=ms.GRAPH_MODE)

C, D = 5, 40
protos = np.random.randn(C, D).astype(np.float32)


def data(n, noise):
    y = np.random.randint(0, C, n).astype(np.int32)
    return (protos[y] + noise * np.random.randn(n, D)).astype(np.float32), y


class EpochLog(Callback):
    def __init__(self, model, val_ds, tag):
        super().__init__()
        self.model, self.val_ds, self.tag, self.losses = model, val_ds, tag, []

    def on_train_step_end(self, run_context):
        self.losses.append(float(run_context.original_args().net_outputs.asnumpy()))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = self.model.eval(self.val_ds, dataset_sink_mode=False)["acc"]
        print({"stage": self.tag, "epoch": cb.cur_epoch_num, "train_loss": round(float(np.mean(self.losses)), 4),
               "val_acc": round(acc, 4)}, flush=True)
        self.losses = []


def build():
    return nn.SequentialCell([nn.Dense(D, 64), nn.GELU(), nn.Dense(64, C)])


# ---------------- stage 1: pre-training (3 epochs x 100 steps) ----------------
x1, y1 = data(3200, 2.5)
xv, yv = data(400, 1.0)
val = ds.NumpySlicesDataset({"x": xv, "y": yv}, shuffle=False).batch(100)
net = build()
lr1 = nn.CosineDecayLR(min_lr=0.0, max_lr=1e-3, decay_steps=300)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr1, weight_decay=0.01)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": nn.Accuracy()})
ckpt = ModelCheckpoint(prefix="pretrain", directory="ckpt_012",
                       config=CheckpointConfig(save_checkpoint_steps=100, keep_checkpoint_max=1))
model.train(3, ds.NumpySlicesDataset({"x": x1, "y": y1}, shuffle=True).batch(32),
            callbacks=[EpochLog(model, val, "pretrain"), ckpt], dataset_sink_mode=False)

# ---------------- stage 2: fine-tune on the clean set (shuffled labels of 2 classes) ----------------
perm = np.array([0, 1, 2, 4, 3])            # new label convention in the clean set
x2, y2 = data(640, 0.8)
y2 = perm[y2].astype(np.int32)
yv2 = perm[yv].astype(np.int32)
val2 = ds.NumpySlicesDataset({"x": xv, "y": yv2}, shuffle=False).batch(100)

net2 = build()
lr2 = nn.CosineDecayLR(min_lr=0.0, max_lr=5e-4, decay_steps=100)
opt2 = nn.AdamWeightDecay(net2.trainable_params(), learning_rate=lr2, weight_decay=0.01)
param_dict = ms.load_checkpoint(ckpt.latest_ckpt_file_name)
ms.load_param_into_net(net2, param_dict)
ms.load_param_into_net(opt2, param_dict)
print("resumed from", ckpt.latest_ckpt_file_name)
model2 = Model(net2, nn.CrossEntropyLoss(), opt2, metrics={"acc": nn.Accuracy()})
model2.train(5, ds.NumpySlicesDataset({"x": x2, "y": y2}, shuffle=True).batch(32),
             callbacks=[EpochLog(model2, val2, "finetune")], dataset_sink_mode=False)
