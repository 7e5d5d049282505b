"""Continue training from the last CheckpointMonitor checkpoint (HF: resume_from_checkpoint=True),
after widening the hidden layer of the MLP (hidden 32 -> 64) in the launcher."""
import glob, os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.callback import MFLossMonitor, CheckpointMonitor

cfg = MindFormerConfig("cfg/base.yaml")
build_context(cfg)
rng = np.random.default_rng(0)
X = rng.normal(size=(320, 8)).astype(np.float32)
y = (X @ rng.normal(size=(8, 1)).astype(np.float32)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(16, drop_remainder=True)
steps = train.get_dataset_size()


def make_net(hidden):
    return nn.SequentialCell(nn.Dense(8, hidden), nn.ReLU(), nn.Dense(hidden, 1))


def run(hidden, epochs, resume):
    net = make_net(hidden)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)
    if resume:
        last = sorted(glob.glob("./output/ckpt_015/**/*.ckpt", recursive=True), key=os.path.getmtime)[-1]
        print("resume_from_checkpoint:", last)
        params = ms.load_checkpoint(last)
        ms.load_param_into_net(net, params, strict_load=True)
        ms.load_param_into_net(opt, params, strict_load=True)
    cbs = [MFLossMonitor(per_print_times=10, origin_epochs=epochs, dataset_size=steps),
           CheckpointMonitor(prefix="reg", directory="./output/ckpt_015", save_checkpoint_steps=20)]
    ms.Model(net, loss_fn=nn.MSELoss(), optimizer=opt).train(epochs, train, callbacks=cbs, dataset_sink_mode=False)


run(hidden=32, epochs=2, resume=False)   # first job (yesterday's YAML)
run(hidden=64, epochs=2, resume=True)    # today: YAML hidden_size bumped, resume from output/
print("done")
