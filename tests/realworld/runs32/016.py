# Pipeline-parallel training set-up ported from a DeepSpeed config: micro batches derived from
# gradient_accumulation_steps the way the old launcher did it.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ds_config = {"train_micro_batch_size_per_gpu": 8, "gradient_accumulation_steps": 1, "pipeline_stages": 2}
micro_size = ds_config["gradient_accumulation_steps"] // ds_config["pipeline_stages"]
print(f"pipeline_stages={ds_config['pipeline_stages']} micro_size={micro_size}")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block1 = nn.Dense(32, 32)
        self.block2 = nn.Dense(32, 4)
    def construct(self, x):
        return self.block2(self.block1(x))

net_with_loss = nn.WithLossCell(Net(), nn.MSELoss())
pipeline_net = nn.PipelineCell(net_with_loss, micro_size=micro_size)
print(pipeline_net)
