# Prompt-tuning: torch nn.ParameterList of soft prompt vectors, ported with explicit Parameter names
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, ParameterTuple
from mindspore.common.initializer import initializer, Normal

ms.set_context(mode=ms.PYNATIVE_MODE)
N_PROMPTS, DIM = 4, 32

class PromptModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.prompts = ParameterTuple(
            [Parameter(initializer(Normal(0.02), (DIM,), ms.float32), name="soft_prompt") for _ in range(N_PROMPTS)])
        self.head = nn.Dense(DIM, 2)
    def construct(self, x):
        p = ops.stack(list(self.prompts)).mean(0)
        return self.head(x + p)

net = PromptModel()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
print(len(opt.parameters))
