import mindspore as ms
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core import build_lr, build_optim
cfg = MindFormerConfig("009.yaml")
net = nn.SequentialCell(nn.Dense(32, 64), nn.GELU(), nn.Dense(64, 2))
lr = build_lr(cfg.lr_schedule)
print("lr schedule:", lr)
opt = build_optim(cfg.optimizer, default_args={"params": net.trainable_params(), "learning_rate": lr})
print("optimizer:", opt)
