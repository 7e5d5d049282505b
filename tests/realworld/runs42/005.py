# Mistake: HF Wav2Vec2 feature-encoder conv weights (torch nn.Conv1d weight (out, in, kernel)) copied
# 1:1 by the converter into a MindSpore port built with nn.Conv1d; MindSpore's Conv1d stores its
# weight as (out, in, 1, kernel) (it runs as a 2-D conv), so the strict load rejects the shapes.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_device("CPU")

class FeatureEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv0 = nn.Conv1d(1, 32, 10, stride=5, pad_mode="valid", has_bias=False)
        self.conv1 = nn.Conv1d(32, 32, 3, stride=2, pad_mode="valid", has_bias=False)
        self.conv2 = nn.Conv1d(32, 32, 2, stride=2, pad_mode="valid", has_bias=False)
        self.act = nn.GELU(approximate=False)
    def construct(self, wav):
        return self.act(self.conv2(self.act(self.conv1(self.act(self.conv0(wav))))))

# stand-in for the arrays dumped from the HF state_dict (feature_extractor.conv_layers.N.conv.weight)
rng = np.random.default_rng(0)
hf_state = {
    "feature_extractor.conv_layers.0.conv.weight": rng.normal(size=(32, 1, 10)).astype(np.float32),
    "feature_extractor.conv_layers.1.conv.weight": rng.normal(size=(32, 32, 3)).astype(np.float32),
    "feature_extractor.conv_layers.2.conv.weight": rng.normal(size=(32, 32, 2)).astype(np.float32),
}
name_map = {f"feature_extractor.conv_layers.{i}.conv.weight": f"conv{i}.weight" for i in range(3)}
ms_params = {name_map[k]: ms.Parameter(ms.Tensor(v), name=name_map[k]) for k, v in hf_state.items()}
ms.save_checkpoint([{"name": k, "data": p} for k, p in ms_params.items()], "wav2vec2_feat.ckpt")
print("converted", len(ms_params), "tensors")

net = FeatureEncoder()
param_dict = ms.load_checkpoint("wav2vec2_feat.ckpt")
not_loaded, unused = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
print(net(ms.Tensor(rng.normal(size=(2, 1, 1600)).astype(np.float32))).shape)
