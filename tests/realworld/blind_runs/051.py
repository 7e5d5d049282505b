# HF Trainer arguments in an env without torch/accelerate
import transformers
print("transformers", transformers.__version__)
from transformers import TrainingArguments
args = TrainingArguments(output_dir="./out", per_device_train_batch_size=4, bf16=True)
print(args.device)
