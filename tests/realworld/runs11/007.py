# HF fine-tune script ported to mindformers: the TrainingArguments call is kept as it was, including fp16=True
# (torch.amp switch); mindformers.TrainingArguments has no such field.
from mindformers import TrainingArguments
hf_args = dict(output_dir="./output/llama-tiny-sft", per_device_train_batch_size=4, gradient_accumulation_steps=2,
               learning_rate=2e-5, num_train_epochs=1, warmup_ratio=0.03, weight_decay=0.0, logging_steps=10,
               save_steps=200, seed=42, fp16=True)
print("training arguments:", hf_args, flush=True)
args = TrainingArguments(**hf_args)
print(args, flush=True)
