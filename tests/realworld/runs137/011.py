"""Keyword-spotting 1-D CNN: convert the PyTorch weights (exported to .npz with
{k: v.numpy() for k, v in model.state_dict().items()}) to a MindSpore checkpoint, then evaluate."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
N_MELS, N_CLS = 40, 12
TORCH_EXPORT = "./kws_torch_export_011.npz"
MS_CKPT = "./kws_ms_011.ckpt"

if not os.path.exists(TORCH_EXPORT):
    # what torch's state_dict() of the reference model contains
    rng = np.random.default_rng(0)
    sd = {}
    for i, (cin, cout) in enumerate([(N_MELS, 64), (64, 64), (64, 128)]):
        sd[f"features.{i}.conv.weight"] = rng.normal(0, 0.05, (cout, cin, 3)).astype(np.float32)
        sd[f"features.{i}.conv.bias"] = np.zeros(cout, np.float32)
        sd[f"features.{i}.bn.weight"] = np.ones(cout, np.float32)
        sd[f"features.{i}.bn.bias"] = np.zeros(cout, np.float32)
        sd[f"features.{i}.bn.running_mean"] = np.zeros(cout, np.float32)
        sd[f"features.{i}.bn.running_var"] = np.ones(cout, np.float32)
        sd[f"features.{i}.bn.num_batches_tracked"] = np.array(1000, np.int64)
    sd["classifier.weight"] = rng.normal(0, 0.05, (N_CLS, 128)).astype(np.float32)
    sd["classifier.bias"] = np.zeros(N_CLS, np.float32)
    np.savez(TORCH_EXPORT, **sd)


class ConvBlock(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, 3, pad_mode="same", has_bias=True)
        self.bn = nn.BatchNorm1d(cout)

    def construct(self, x):
        return ops.relu(self.bn(self.conv(x)))


class KWSNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([ConvBlock(N_MELS, 64), ConvBlock(64, 64), ConvBlock(64, 128)])
        self.classifier = nn.Dense(128, N_CLS)

    def construct(self, x):
        return self.classifier(self.features(x).mean(-1))


RENAME = {"bn.weight": "bn.gamma", "bn.bias": "bn.beta",
          "bn.running_mean": "bn.moving_mean", "bn.running_var": "bn.moving_variance"}


def convert(src, dst):
    params = []
    for k, v in np.load(src).items():
        if k.endswith("num_batches_tracked"):
            continue
        for a, b in RENAME.items():
            if k.endswith(a):
                k = k[: -len(a)] + b
        params.append({"name": k, "data": Tensor(v)})
    ms.save_checkpoint(params, dst)
    print(f"saved {len(params)} tensors to {dst}")


convert(TORCH_EXPORT, MS_CKPT)
net = KWSNet()
param_dict = ms.load_checkpoint(MS_CKPT)
missing, unexpected = ms.load_param_into_net(net, param_dict)
print("missing:", missing, "unexpected:", unexpected)
net.set_train(False)
mfcc = Tensor(np.random.default_rng(1).normal(size=(4, N_MELS, 98)).astype(np.float32))
print("logits:", net(mfcc).shape)
