# load_checkpoint on a truncated checkpoint file
import os, tempfile
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "net.ckpt")
ms.save_checkpoint(nn.Dense(256, 256), path)
data = open(path, "rb").read()
open(path, "wb").write(data[: len(data) // 3])  # copy interrupted
ms.load_checkpoint(path)
