# Mistake: optimizer/scheduler setup copied from an HF fine-tuning script of the transformers 4.2x/4.3x
# era, `from transformers import AdamW, get_linear_schedule_with_warmup` (used only to compute the
# schedule values for the MindSpore optimizer); transformers.AdamW was deprecated and then removed,
# the environment has transformers 4.57.1.
import numpy as np
import mindspore as ms
from mindspore import nn
from transformers import AdamW, get_linear_schedule_with_warmup

ms.set_device("CPU")
net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 2))
total_steps, warmup = 100, 10
lrs = [5e-5 * min(1.0, s / warmup) * max(0.0, (total_steps - s) / (total_steps - warmup)) for s in range(total_steps)]
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lrs, weight_decay=0.01)
print("optimizer ready", len(lrs))
