# Post-training quantisation step from a MindFormers deployment guide; the golden-stick package (mindspore_gs) was never installed.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, 64))
print("fp32 model ready, calibrating for W8A16 ...", flush=True)
from mindspore_gs.ptq import PTQ, PTQConfig, PTQMode
from mindspore_gs.common import BackendTarget
cfg = PTQConfig(mode=PTQMode.QUANTIZE, backend=BackendTarget.ASCEND, weight_quant_dtype=ms.int8)
ptq = PTQ(config=cfg)
qnet = ptq.apply(net)
print(qnet)
