# vocab size taken from the tokenizer metadata file written by the data-prep job (JSON string "32000"-style value)
# and passed to mindformers LlamaConfig without int().
import json
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
with open("tokenizer_meta.json", "w") as f:
    json.dump({"vocab_size": "256", "bos_token_id": 1, "eos_token_id": 2}, f)
meta = json.load(open("tokenizer_meta.json"))
print("tokenizer meta:", meta, flush=True)
config = LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=1, num_heads=4,
                     vocab_size=meta["vocab_size"], bos_token_id=meta["bos_token_id"], eos_token_id=meta["eos_token_id"],
                     compute_dtype="float32", param_init_type="float32")
net = LlamaForCausalLM(config)
print("built", type(net).__name__, flush=True)
