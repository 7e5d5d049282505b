import sys
import mindspore as ms
from mindformers import MindFormerConfig, LlamaConfig
from mindformers.models.llama import LlamaForCausalLM
ms.set_context(mode=ms.PYNATIVE_MODE)
cfg = MindFormerConfig("008.yaml")
mc = dict(cfg.model.model_config); mc.pop("type")
model_config = LlamaConfig(**mc)
print("model config loaded:", model_config.hidden_size, model_config.num_heads, model_config.n_kv_heads)
net = LlamaForCausalLM(model_config)
print("parameters:", sum(p.size for p in net.trainable_params()))
