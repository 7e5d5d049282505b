# HF config.json carries torch_dtype "float16"; the launcher maps the CLI flag --dtype fp16 (accelerate/
# HF mixed_precision spelling) straight into the MindFormers LlamaConfig compute_dtype.
import argparse
from mindformers import LlamaConfig, LlamaForCausalLM

parser = argparse.ArgumentParser()
parser.add_argument("--dtype", default="fp16")
parser.add_argument("--layers", type=int, default=2)
args = parser.parse_args([])

config = LlamaConfig(batch_size=1, seq_length=64, hidden_size=64, num_layers=args.layers, num_heads=4,
                     intermediate_size=128, vocab_size=256, use_flash_attention=False,
                     compute_dtype=args.dtype, layernorm_compute_type="float32",
                     softmax_compute_type="float32", param_init_type="float32")
print("config ok, compute_dtype =", config.compute_dtype)
model = LlamaForCausalLM(config)
print("model built")
