# bf16=True from the HF TrainingArguments -> auto_mixed_precision with bfloat16, run on the CPU dev box
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(0)
net = nn.SequentialCell([nn.Dense(32, 64), nn.GELU(), nn.Dense(64, 8)])
net = ms.amp.auto_mixed_precision(net, "O2", dtype=ms.bfloat16)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.0)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()
x = ms.Tensor(np.random.randn(16, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 8, (16,)).astype(np.int32))
for step in range(20):
    loss = train(x, y)
    print("step", step, "loss", loss)
