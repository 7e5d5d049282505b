# Port of a PyTorch training script that used SGD + CosineAnnealingLR(T_max=EPOCHS), scheduler.step() once per epoch.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

EPOCHS, BASE_LR, N_CLASSES, DIM = 10, 0.05, 10, 48
protos = np.random.default_rng(0).standard_normal((N_CLASSES, DIM)).astype(np.float32)
def synth(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, N_CLASSES, n).astype(np.int32)
    return 0.5 * protos[y] + r.standard_normal((n, DIM)).astype(np.float32), y

xtr, ytr = synth(6400, 1); xva, yva = synth(2000, 2)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(500)

net = nn.SequentialCell(nn.Dense(DIM, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, N_CLASSES))
lr = nn.cosine_decay_lr(min_lr=0.0, max_lr=BASE_LR, total_step=EPOCHS, step_per_epoch=1, decay_epoch=EPOCHS)
opt = nn.SGD(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=5e-4)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
print(f"steps per epoch: {train.get_dataset_size()}, epochs: {EPOCHS}")
model.train(EPOCHS, train, callbacks=[ms.LossMonitor(50)], dataset_sink_mode=False)
print("validation:", model.eval(val, dataset_sink_mode=False))
