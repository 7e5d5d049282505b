# HfArgumentParser given flags of another launcher
import transformers
print("transformers", transformers.__version__)
import sys
from dataclasses import dataclass, field
from transformers import HfArgumentParser

@dataclass
class ModelArgs:
    model_name_or_path: str = field(default="qwen2")
    max_seq_length: int = 2048

sys.argv = ["finetune.py", "--model_name_or_path", "/data/qwen2-7b", "--model_max_length", "4096"]
(args,) = HfArgumentParser(ModelArgs).parse_args_into_dataclasses()
print(args)
