import mindspore as ms
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core import build_optim
from mindformers.wrapper import build_wrapper
cfg = MindFormerConfig("010.yaml")
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
net_with_loss = nn.WithLossCell(net, nn.MSELoss())
opt = build_optim(cfg.optimizer, default_args={"params": net.trainable_params()})
train_cell = build_wrapper(cfg.runner_wrapper, default_args={"network": net_with_loss, "optimizer": opt})
print(train_cell)
