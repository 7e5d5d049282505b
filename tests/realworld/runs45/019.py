# Evaluation script: torch model.load_state_dict(torch.load(path)) ported line by line
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 1))
    def construct(self, x):
        return self.body(x)

CKPT = "outputs_019/regressor_best.ckpt"
os.makedirs("outputs_019", exist_ok=True)
ms.save_checkpoint(Regressor(), CKPT)   # written by the training job

model = Regressor()
ms.load_param_into_net(model, CKPT)      # was: model.load_state_dict(torch.load(CKPT))
model.set_train(False)
x = ms.Tensor(np.random.randn(5, 12).astype(np.float32))
print(model(x).asnumpy().ravel())
