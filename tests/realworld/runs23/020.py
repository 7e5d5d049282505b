# Optimizer setup copied from an older HF fine-tuning tutorial
from transformers import AdamW, get_linear_schedule_with_warmup

print(AdamW, get_linear_schedule_with_warmup)
