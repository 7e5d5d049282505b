"""Train 3 epochs, then resume from the last checkpoint for 3 more epochs (like Keras fit(initial_epoch=...))."""
import os, re, glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, CheckpointConfig, ModelCheckpoint, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3)
CKPT_DIR = "./ckpt_009"
EPOCHS_PER_STAGE = 3

def dataset():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(480, 12)).astype(np.float32)
    y = (x[:, :4].sum(1) > 0).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(24, drop_remainder=True)

def build():
    net = nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 2))
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
    return net, opt, Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})

train_ds = dataset()
steps = train_ds.get_dataset_size()

# ---- stage 1
net, opt, model = build()
ckpt = ModelCheckpoint(prefix="tab", directory=CKPT_DIR,
                       config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=5))
model.train(EPOCHS_PER_STAGE, train_ds, callbacks=[LossMonitor(steps), ckpt], dataset_sink_mode=False)

# ---- stage 2: resume
last = sorted(glob.glob(os.path.join(CKPT_DIR, "tab*-*_*.ckpt")), key=os.path.getmtime)[-1]
done_epochs = int(re.search(r"-(\d+)_\d+\.ckpt$", last).group(1))
print(f"resuming from {last} (epoch {done_epochs})")
net, opt, model = build()
param_dict = ms.load_checkpoint(last)
not_loaded, _ = ms.load_param_into_net(net, param_dict)
ms.load_param_into_net(opt, param_dict)
print("not loaded:", not_loaded)
model.train(EPOCHS_PER_STAGE, train_ds, callbacks=[LossMonitor(steps), ckpt],
            dataset_sink_mode=False, initial_epoch=done_epochs)
