# HF checkpoint (model.safetensors, already renamed to MindSpore parameter names by a converter) passed straight
# to mindspore.load_checkpoint, which reads the .ckpt (protobuf) format unless told format="safetensors".
import numpy as np, mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file
ms.set_device("CPU")
net = nn.SequentialCell(nn.Embedding(100, 16), nn.Dense(16, 100))
save_file({p.name: np.random.randn(*p.shape).astype(np.float32) for p in net.get_parameters()},
          "model.safetensors", metadata={"format": "pt"})
print("loading model.safetensors ...", flush=True)
params = ms.load_checkpoint("model.safetensors")
print(ms.load_param_into_net(net, params))
