# healthy: project PretrainedConfig saved/reloaded with transformers, MindSpore MLP regressor built from it
import numpy as np, mindspore as ms
from mindspore import nn
from transformers import PretrainedConfig
class RegConfig(PretrainedConfig):
    model_type = "reg_ms"
    def __init__(self, in_dim=8, hidden_size=32, num_layers=2, **kw):
        self.in_dim = in_dim; self.hidden_size = hidden_size; self.num_layers = num_layers; super().__init__(**kw)
RegConfig(hidden_size=64).save_pretrained("export/reg_ms")
cfg = RegConfig.from_pretrained("export/reg_ms")
print(cfg.to_json_string())
layers = [nn.Dense(cfg.in_dim, cfg.hidden_size, activation="relu")]
for _ in range(cfg.num_layers - 1): layers.append(nn.Dense(cfg.hidden_size, cfg.hidden_size, activation="relu"))
net = nn.SequentialCell(layers + [nn.Dense(cfg.hidden_size, 1)])
rng = np.random.default_rng(0)
X = rng.standard_normal((256, cfg.in_dim)).astype(np.float32); w = rng.standard_normal((cfg.in_dim, 1)).astype(np.float32)
Y = (X @ w + 0.1 * np.sin(X[:, :1])).astype(np.float32)
opt = nn.Adam(net.trainable_params(), 1e-2); loss_fn = nn.MSELoss()
train = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(60):
    loss, g = train(ms.Tensor(X), ms.Tensor(Y)); opt(g)
    if step % 10 == 0 or step == 59: print(f"step {step:3d} loss {loss.asnumpy():.5f}")
