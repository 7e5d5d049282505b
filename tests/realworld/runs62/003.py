"""Continue training from the last CheckpointMonitor checkpoint (HF: resume_from_checkpoint=True).
Checkpoints written as safetensors like HF save_safetensors=True."""
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


def make_dataset():
    return ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(16, drop_remainder=True)


steps = make_dataset().get_dataset_size()


def make_net(hidden):
    return nn.SequentialCell(nn.Dense(8, hidden), nn.ReLU(), nn.Dense(hidden, 1))


def run(hidden, epochs, resume):
    net = make_net(hidden)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)
    if resume:
        last = sorted(glob.glob("./output/ckpt_003/**/*.safetensors", recursive=True), key=os.path.getmtime)[-1]
        print("resume_from_checkpoint:", last)
        params = ms.load_checkpoint(last, format="safetensors")
        ms.load_param_into_net(net, params, strict_load=True)
        ms.load_param_into_net(opt, params, strict_load=True)
    cbs = [MFLossMonitor(per_print_times=10, origin_epochs=epochs, dataset_size=steps),
           CheckpointMonitor(prefix="reg", directory="./output/ckpt_003", save_checkpoint_steps=20,
                             checkpoint_format="safetensors")]
    ms.Model(net, loss_fn=nn.MSELoss(), optimizer=opt).train(epochs, make_dataset(), callbacks=cbs, dataset_sink_mode=False)


run(hidden=32, epochs=2, resume=False)   # first job (yesterday's YAML)
run(hidden=32, epochs=2, resume=True)    # second job: resume from output/
print("done")
