# LSTM encoder widened from 32 to 64 hidden units; the old checkpoint is loaded to warm-start.
import mindspore as ms
from mindspore import nn
old = nn.LSTM(16, 32, num_layers=1, batch_first=True)
ms.save_checkpoint(old, "encoder_h32.ckpt")
new = nn.LSTM(16, 64, num_layers=1, batch_first=True)
ms.load_param_into_net(new, ms.load_checkpoint("encoder_h32.ckpt"))
print("warm start done")
