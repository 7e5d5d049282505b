# tokenizer/config loading for the MindSpore port; the cluster profile copied to this box exports HF_HUB_OFFLINE=1
import os
os.environ.setdefault("HF_HUB_OFFLINE", "1")   # from ~/.bashrc of the training cluster
import mindspore as ms
from transformers import AutoConfig, AutoTokenizer

ms.set_device("CPU")
config = AutoConfig.from_pretrained("Qwen/Qwen2.5-0.5B")
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
print(config.hidden_size, len(tokenizer))
