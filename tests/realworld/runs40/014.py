# Mistake: optimizer section of a MindFormers run ported from an HF/torch config: the torch AdamW kwarg
# names (lr, betas, eps, weight_decay) are kept, but the MindFormers AdamW registered in the optimizer
# registry takes `learning_rate`, so build_optim fails on the unexpected keyword `lr`.
import mindspore as ms
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core import build_optim

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

cfg = MindFormerConfig(**{
    "optimizer": {"type": "AdamW", "lr": 2.0e-5, "betas": [0.9, 0.999], "eps": 1.0e-8, "weight_decay": 0.01},
})


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(64, 64)
        self.out = nn.Dense(64, 2)

    def construct(self, x):
        return self.out(self.dense(x))


net = Head()
print("optimizer config:", cfg.optimizer)
optimizer = build_optim(cfg.optimizer, default_args={"params": net.trainable_params()})
print(optimizer)
