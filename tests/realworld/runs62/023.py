"""2-process data-parallel version, plus the resume check run before long jobs (was `accelerate launch --multi_cpu` in the HF script).
Launched with msrun --worker_num=2 --local_worker_num=2; one checkpoint copy for the
whole job (HF save_on_each_node=False)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.lr import build_lr
from mindformers.core.optim import build_optim
from mindformers.core.callback import build_callback
from mindspore.communication import get_rank, get_group_size

cfg = MindFormerConfig("cfg/run_023.yaml")
build_context(cfg)
ms.set_seed(cfg.seed)

rng = np.random.default_rng(0)
X = rng.normal(size=(320, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
y = (X @ w + 0.05 * rng.normal(size=(320, 1))).astype(np.float32)
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} up")
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(cfg.runner_config.batch_size, drop_remainder=True)
steps = train.get_dataset_size()

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return self.body(x)

net = Regressor()
loss_fn = nn.MSELoss()
cfg.lr_schedule.total_steps = steps * cfg.runner_config.epochs
lr = build_lr(cfg.lr_schedule)
opt = build_optim(cfg.optimizer, default_args={"params": net.trainable_params(), "learning_rate": lr})
cbs = [build_callback(cfg.callbacks[0], default_args={"learning_rate": lr, "origin_epochs": cfg.runner_config.epochs,
                                                      "dataset_size": steps})]
cbs += [build_callback(c) for c in cfg.callbacks[1:]]
model = ms.Model(net, loss_fn=loss_fn, optimizer=opt)
model.train(cfg.runner_config.epochs, train, callbacks=cbs, dataset_sink_mode=cfg.runner_config.sink_mode)
print("training finished")

# resume check (HF: each process calls trainer.train(resume_from_checkpoint=...) on its own checkpoint)
import glob, os
ckpt = sorted(glob.glob(f"./output/ckpt_023/checkpoint/rank_{rank}/*.ckpt"), key=os.path.getmtime)[-1]
print(f"rank {rank}: resuming from {ckpt}")
resumed = Regressor()
not_loaded, _ = ms.load_param_into_net(resumed, ms.load_checkpoint(ckpt))
if not_loaded:
    raise RuntimeError(f"rank {rank}: resume failed, parameters missing from checkpoint: {not_loaded}")
print(f"rank {rank}: resume check passed")
