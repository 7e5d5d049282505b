# restore HF-style training state: global_step read from the checkpoint to continue the lr schedule
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 4)
    def construct(self, x):
        return self.fc(x)

net = Net()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
X = np.random.randn(256, 16).astype(np.float32); y = np.random.randint(0, 4, 256).astype(np.int32)
for step in range(30):
    loss = train_step(Tensor(X[step*8:(step+1)*8]), Tensor(y[step*8:(step+1)*8]))
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
ms.save_checkpoint(net, "checkpoint-30.ckpt", append_dict={"epoch": 1})
print("saved checkpoint-30.ckpt")

# ---- resume ----
state = ms.load_checkpoint("checkpoint-30.ckpt")
new_net = Net()
not_loaded, _ = ms.load_param_into_net(new_net, state)
print("not loaded:", not_loaded)
global_step = int(state["global_step"].asnumpy())   # HF: trainer_state.json["global_step"]
print("resuming from step", global_step)
