# HF get_parameter_names / decay filter ported: weight_decay given as a filter function
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

net = nn.SequentialCell([nn.Dense(16, 64), nn.LayerNorm((64,)), nn.ReLU(), nn.Dense(64, 2)])

def decay_filter(param):
    # no weight decay for biases and LayerNorm weights (HF ALL_LAYERNORM_LAYERS + "bias")
    return "bias" not in param.name and "gamma" not in param.name and "beta" not in param.name

optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=decay_filter)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)
x = ms.Tensor(np.random.randn(32, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 2, (32,)).astype(np.int32))
for step in range(20):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    print("step", step, "loss", loss)
