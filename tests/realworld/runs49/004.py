# Fine-tune a (tiny) GQA model: the HF config.json is translated into a MindFormers LlamaConfig by hand,
# then the converted checkpoint is loaded with strict shape checks.
import os, json
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
COMMON = dict(batch_size=2, seq_length=32, compute_dtype="float32", param_init_type="float32",
              layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
              fused_rms_norm=False, use_rope_slice=True)

# ---- step 0 (done once by the conversion job): converted checkpoint of the GQA model ----
os.makedirs("converted_004", exist_ok=True)
if not os.path.exists("converted_004/tiny_gqa.ckpt"):
    src = LlamaForCausalLM(LlamaConfig(hidden_size=64, num_layers=2, num_heads=4, n_kv_heads=2, vocab_size=128,
                                       intermediate_size=128, **COMMON))
    ms.save_checkpoint(src, "converted_004/tiny_gqa.ckpt")

hf_config = {"architectures": ["LlamaForCausalLM"], "hidden_size": 64, "num_hidden_layers": 2,
             "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 128,
             "vocab_size": 128, "rms_norm_eps": 1e-5, "rope_theta": 10000.0}

# ---- HF -> MindFormers field mapping ----
NAME_MAP = {"hidden_size": "hidden_size", "num_hidden_layers": "num_layers", "num_attention_heads": "num_heads",
            "intermediate_size": "intermediate_size", "vocab_size": "vocab_size", "rms_norm_eps": "rms_norm_eps",
            "rope_theta": "theta"}
mf_kwargs = {NAME_MAP[k]: v for k, v in hf_config.items() if k in NAME_MAP}
print("MindFormers model_config:", mf_kwargs)
model = LlamaForCausalLM(LlamaConfig(**mf_kwargs, **COMMON))

params = ms.load_checkpoint("converted_004/tiny_gqa.ckpt")
not_loaded, unused = ms.load_param_into_net(model, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
