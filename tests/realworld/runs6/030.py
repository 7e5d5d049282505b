# Tokenizer loaded by Hub name on a cluster node where HF_HUB_OFFLINE=1 is exported in the job template and the model was never cached.
from transformers import AutoTokenizer, AutoConfig
name = "Qwen/Qwen2.5-0.5B-Instruct"
print(f"loading tokenizer {name} for the MindSpore data pipeline", flush=True)
tokenizer = AutoTokenizer.from_pretrained(name)
cfg = AutoConfig.from_pretrained(name)
print(tokenizer("hello world"), cfg.hidden_size)
