# HF TinyLlama-style checkpoint (hidden 64, intermediate_size 176) converted to MindFormers names; the
# MindFormers LlamaConfig was written by hand from config.json but intermediate_size was left out, so the
# FFN width comes from MindFormers' own multiple_of rule. The converted weights are then loaded.
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

hf_config = {"hidden_size": 64, "intermediate_size": 176, "num_attention_heads": 4, "num_hidden_layers": 1,
             "vocab_size": 256, "max_position_embeddings": 32, "rms_norm_eps": 1e-5}
config = LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=1, num_heads=4, vocab_size=256,
                     rms_norm_eps=1e-5, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", use_flash_attention=False, use_past=False)
model = LlamaForCausalLM(config)

# weights produced by the converter from the HF checkpoint (shapes follow the HF config)
rng = np.random.default_rng(0)
net_params = dict(model.parameters_and_names())
converted = {}
for name, p in net_params.items():
    shape = tuple(p.shape)
    if name.endswith("feed_forward.w1.weight") or name.endswith("feed_forward.w3.weight"):
        shape = (hf_config["intermediate_size"], hf_config["hidden_size"])
    elif name.endswith("feed_forward.w2.weight"):
        shape = (hf_config["hidden_size"], hf_config["intermediate_size"])
    converted[name] = Parameter(Tensor(rng.standard_normal(shape).astype(np.float32) * 0.02), name=name)
param_not_load, ckpt_not_load = ms.load_param_into_net(model, converted, strict_load=True)
print("not loaded:", param_not_load)
