# Fine-tuned weights exported from a torch run that used model = torch.compile(model); the state_dict keys carry
# the '_orig_mod.' prefix. The converter copies the names as they are (only renaming LayerNorm weight/bias to
# gamma/beta) and the loader checks that nothing is missing, as HF from_pretrained would warn.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(32, 64), nn.GELU(), nn.Dense(64, 32))
        self.norm = nn.LayerNorm((32,))
        self.head = nn.Dense(32, 4)

    def construct(self, x):
        return self.head(self.norm(self.encoder(x)))


# keys as found in the torch checkpoint of the compiled model (dumped with torch.save(model.state_dict()))
torch_state = {
    "_orig_mod.encoder.0.weight": (64, 32), "_orig_mod.encoder.0.bias": (64,),
    "_orig_mod.encoder.2.weight": (32, 64), "_orig_mod.encoder.2.bias": (32,),
    "_orig_mod.norm.weight": (32,), "_orig_mod.norm.bias": (32,),
    "_orig_mod.head.weight": (4, 32), "_orig_mod.head.bias": (4,),
}
params = {}
for k, shape in torch_state.items():
    k = k.replace("norm.weight", "norm.gamma").replace("norm.bias", "norm.beta")
    params[k] = Parameter(Tensor(np.random.randn(*shape).astype(np.float32) * 0.02), name=k)
ms.save_checkpoint([{"name": k, "data": v} for k, v in params.items()], "finetuned_ms.ckpt")
print("converted", len(params), "tensors ->", "finetuned_ms.ckpt")

net = Classifier()
param_dict = ms.load_checkpoint("finetuned_ms.ckpt")
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict, strict_load=True)
print("network params not loaded:", not_loaded)
print("checkpoint params unused:", ckpt_not_loaded)
if not_loaded:
    raise RuntimeError(f"Some weights of Classifier were not initialized from the checkpoint: {not_loaded}")
